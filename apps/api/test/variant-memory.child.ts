import { readFileSync } from 'node:fs';
import { makeVariants } from '../src/features/posts/post-images';

/**
 * Run by post-image-memory.test.ts in a process of its own: makes the variants of the image
 * file given, and prints how far the process's memory rose above where it started (MB).
 */
const bytes = new Uint8Array(readFileSync(process.argv[2]!));
const width = Number(process.argv[3]);
const base = process.memoryUsage().rss;
let peak = base;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
const variants = await makeVariants(bytes, width);
clearInterval(timer);
peak = Math.max(peak, process.memoryUsage().rss);
process.stdout.write(JSON.stringify({ variants: variants.length, growthMB: Math.round((peak - base) / 2 ** 20) }));
