export function precompressDir(dir: string): number;
