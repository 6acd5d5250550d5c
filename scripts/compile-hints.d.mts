// Types of scripts/compile-hints.mjs, for its test.
export declare const COMPILE_HINT: string;
export declare function markChunksForEagerCompile(dir: string): number;
