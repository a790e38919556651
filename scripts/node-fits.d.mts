/** Whether Node `version` (e.g. "v24.22.3") is inside the engines `range` (scripts/node-fits.mjs). */
export declare function nodeFits(version: string, range: string): boolean;
