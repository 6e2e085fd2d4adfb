import { benchHttp } from "./bench/http";
for (const f of await benchHttp()) console.log(f.name.padEnd(75), f.value);
