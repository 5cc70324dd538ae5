export declare const DRAWN_FAMILY: string;
export declare function malayalamCharacters(html: string): string[];
export declare function drawnPageFont(
  html: string,
  options: { web: string; fonts: Record<number | string, string> },
): Promise<{ faces: string; preloads: string[] }>;
