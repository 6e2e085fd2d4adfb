import type { Plugin } from "vite";

export function browserContracts(): Plugin;
