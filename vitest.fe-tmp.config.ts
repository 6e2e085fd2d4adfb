import path from "node:path";
import base from "./vitest.config";
const root = import.meta.dirname;
const alias = { "@shared": path.join(root, "src/shared"), "@client": path.join(root, "src/client"), "@server": path.join(root, "src/server") };
export default { ...base, resolve: { alias }, test: { ...base.test, projects: base.test!.projects!.map((p: any) => ({ ...p, extends: true })) } };
