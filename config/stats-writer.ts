import { writeFileSync } from 'node:fs'
import type { Compiler } from 'webpack'

/**
 * Writes each chunk's modules and their sizes to a JSON file once the build is done (`H5_STATS`).
 * A module's `id` is the key webpack gives it in the emitted chunk (the modules a concatenated
 * module holds share its id), so the emitted scripts can be split by module (the bench's
 * first-load breakdown, scripts/lib/bench/first-load.mjs).
 */
export class StatsWriter {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('StatsWriter', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        ids: true,
        chunkRelations: true,
        nestedModules: true,
        nestedModulesSpace: 100000,
        modulesSpace: 100000,
        chunkModulesSpace: 100000,
        moduleAssets: false,
        reasons: true,
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
        names: chunk.names,
        files: chunk.files,
        initial: chunk.initial,
        size: chunk.size,
        modules: (chunk.modules ?? []).flatMap((module) =>
          (module.modules?.length ? module.modules : [module]).map((inner) => ({
            id: module.id,
            name: inner.name,
            size: inner.size,
            // Which modules import this one: why it is in this chunk.
            importers: [...new Set((module.reasons ?? []).map((reason) => reason.moduleName).filter(Boolean))],
          })),
        ),
      }))
      writeFileSync(this.file, JSON.stringify({ chunks }, null, 1))
    })
  }
}
