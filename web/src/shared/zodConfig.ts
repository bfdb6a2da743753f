// The Content-Security-Policy forbids eval (firebase.json). Zod 4 compiles object parsers with
// `new Function` after probing for it, and the probe alone reports a CSP violation: tell it to
// parse without compiling. Zod keeps its configuration in this global (shared by every copy
// of zod), so the first page needs no zod code for it; zodConfig.test.ts checks zod reads it.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
