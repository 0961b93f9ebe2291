/** Types of h5RouteTableLoader.js (a webpack loader, so plain CommonJS). */
export declare function trimAppConfig(source: string): string
