/** The real export (WordPress theme unit test data, GPL): see fixtures/wordpress/README.md. */
export declare const THEME_UNIT_TEST_EXPORT: string;
export interface WxrPost {
    id: number;
    title?: string;
    slug?: string;
    status?: string;
    type?: string;
    date?: string;
    content?: string;
    excerpt?: string;
    creator?: string;
    password?: string;
    categories?: Array<[slug: string, name: string]>;
    tags?: Array<[slug: string, name: string]>;
    thumbnailId?: number;
    attachmentUrl?: string;
    parent?: number;
}
declare function itemXml(site: string, p: WxrPost): string;
/** The head of an export of `site` (with one author, whose e-mail may be a staff user's). */
export declare function wxrHead(site: string, authorEmail?: string): string;
export declare const wxrItem: typeof itemXml;
export declare const WXR_TAIL = "</channel>\n</rss>\n";
/** A small, complete export of `site` with these items. */
export declare function wxr(site: string, posts: WxrPost[], authorEmail?: string): string;
/** A .zip of these files, stored without compression (enough for the uploads the importer reads). */
export declare function storedZip(files: Record<string, Uint8Array>): Buffer;
export {};
