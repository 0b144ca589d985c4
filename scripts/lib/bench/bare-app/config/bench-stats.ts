import { writeFileSync } from 'node:fs'
import type { Compiler } from 'webpack'

/**
 * For the bench, not the template: with BARE_STATS=<file>, which modules each emitted chunk holds
 * (by the ids the chunk's code uses), in the form of the app's config/stats-writer.ts, so the
 * bench can split the bare app's first-load scripts by package (scripts/lib/bench/first-load.mjs).
 */
export class BenchStats {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BenchStats', (stats) => {
      // Every module listed by name (the *Space options lift webpack's cap on how many it lists).
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        ids: true,
        nestedModules: true,
        nestedModulesSpace: 100000,
        modulesSpace: 100000,
        chunkModulesSpace: 100000,
        cachedModules: true,
        orphanModules: true,
        dependentModules: true,
        runtimeModules: false,
        groupModulesByType: false,
        groupModulesByPath: false,
        groupModulesByExtension: false,
        groupModulesByLayer: false,
        groupModulesByCacheStatus: false,
        groupModulesByAttributes: false,
      })
      const chunks = (json.chunks ?? []).map((chunk) => ({
        id: chunk.id,
        files: chunk.files,
        modules: (chunk.modules ?? []).flatMap((module) =>
          (module.modules?.length ? module.modules : [module]).map((inner) => ({
            id: module.id,
            name: inner.name,
            size: inner.size,
          })),
        ),
      }))
      writeFileSync(this.file, JSON.stringify({ chunks }))
    })
  }
}
