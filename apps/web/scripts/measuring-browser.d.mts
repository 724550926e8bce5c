export declare const BROWSER_UI_FEATURES: readonly string[];
export declare function disableFeaturesFlag(launcherArgs: readonly string[]): string;
export declare function disabledFeatures(commandLine: readonly string[]): string[];
