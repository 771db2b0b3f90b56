/**
 * Finds import cycles among the project's own modules (app/, server/, contracts/). A cycle makes the order of
 * module evaluation decide whether a value is defined yet, and it hides which layer sits below which. Type-only
 * imports count too: they are erased at run time, but they tie the modules' meaning together all the same.
 * No ESLint plugin: the well-kept one (eslint-plugin-import-x) needs a resolver with an install script.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";

const ROOTS = ["app", "server", "contracts"];
const SOURCE = /\.(ts|tsx)$/;

function listSources(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...listSources(path));
    else if (SOURCE.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** The project's module graph: file -> the project files it imports (relative paths, `/` separated). */
export function importGraph(cwd = process.cwd()): Map<string, string[]> {
  const config = ts.readConfigFile(join(cwd, "tsconfig.json"), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, cwd);
  const host = ts.createCompilerHost(options);
  const files = ROOTS.flatMap((root) => listSources(join(cwd, root)));
  const known = new Set(files.map((f) => relative(cwd, f).split(sep).join("/")));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const from = relative(cwd, file).split(sep).join("/");
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, false);
    const targets = new Set<string>();
    for (const imported of importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = relative(cwd, resolved.resolvedFileName).split(sep).join("/");
      if (known.has(to) && to !== from) targets.add(to);
    }
    graph.set(from, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components of more than one module (Tarjan), each sorted, the list sorted. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!));
      } else if (onStack.has(next)) {
        lowLinks.set(node, Math.min(lowLinks.get(node)!, indices.get(next)!));
      }
    }
    if (lowLinks.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = importCycles(importGraph());
  for (const cycle of cycles) console.log(cycle.join("\n  <-> ") + "\n");
  console.log(`${cycles.length} import cycles`);
  process.exit(cycles.length === 0 ? 0 : 1);
}
