import { benchBundle } from "./bundle";
for (const f of await benchBundle()) console.log(f.name.padEnd(60), f.value);
