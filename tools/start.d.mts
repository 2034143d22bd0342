// Types for the parts of start.mjs that TypeScript tools import.
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare function clientIsStale(): boolean;
export declare function buildClient(): boolean;
