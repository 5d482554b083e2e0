// jsdom ships no types and @types/jsdom is not installed: the little of it build.ts uses.
declare module "jsdom" {
  interface Location {
    startOffset: number;
    endOffset: number;
    startTag?: { startOffset: number; endOffset: number };
    endTag?: { startOffset: number; endOffset: number };
  }
  export class JSDOM {
    constructor(html: string, options?: { includeNodeLocations?: boolean });
    readonly window: Window & typeof globalThis;
    nodeLocation(node: Node): Location | null;
  }
}
