/** A built chunk and every chunk it imports statically, transitively (chunk-closure.mjs). */
export declare function staticClosure(assets: string, files: Iterable<string>): Set<string>;
