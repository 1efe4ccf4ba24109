// Reads the Dockerfile and docker-compose.yml as the tests use them: the image's ENV, its CMD and its
// HEALTHCHECK command (exec form, as written), and the compose file as data. No Docker engine runs
// on the machines the tests run on; these let the tests run the same commands with the same settings.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Dockerfile {
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
  /** the RUN lines, in order */
  run: string[];
  user: string;
  workdir: string;
}

/** The Dockerfile's instructions, continuation lines joined; comments dropped. */
function instructions(text: string): Array<{ op: string; rest: string }> {
  const joined = text
    .split("\n")
    .filter((l) => !/^\s*#/.test(l))
    .join("\n")
    .replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^(\S+)\s+([\s\S]*)$/.exec(l)!;
      return { op: m[1].toUpperCase(), rest: m[2].trim() };
    });
}

/** `ENV A=1 B="two words"` as pairs. */
function envPairs(rest: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of rest.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S+)/g)) out[m[1]] = m[2].startsWith('"') ? JSON.parse(m[2]) : m[2];
  return out;
}

export function readDockerfile(file = path.join(ROOT, "Dockerfile")): Dockerfile {
  const d: Dockerfile = { env: {}, cmd: [], healthcheck: [], run: [], user: "root", workdir: "/" };
  for (const { op, rest } of instructions(fs.readFileSync(file, "utf8"))) {
    if (op === "ENV") Object.assign(d.env, envPairs(rest));
    else if (op === "CMD") d.cmd = JSON.parse(rest);
    else if (op === "RUN") d.run.push(rest);
    else if (op === "USER") d.user = rest;
    else if (op === "WORKDIR") d.workdir = rest;
    else if (op === "HEALTHCHECK") {
      const i = rest.indexOf("CMD ");
      d.healthcheck = JSON.parse(rest.slice(i + 4).trim());
    }
  }
  return d;
}

export function readCompose(file = path.join(ROOT, "docker-compose.yml")): any {
  return parse(fs.readFileSync(file, "utf8"));
}
