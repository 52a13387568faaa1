import * as core from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * Hands the shell's federation runtime to the remotes, built with `externalRuntime` (they read it from
 * globalThis._FEDERATION_RUNTIME_CORE instead of each carrying a copy). The library's own
 * provideExternalRuntime plugin exports the whole runtime-core; the remotes' bundler runtime only uses
 * these names, which the shell already has.
 */
export default function shareRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'kukki-share-runtime-core',
    beforeInit(args) {
      const global = core.CurrentGlobal as unknown as { _FEDERATION_RUNTIME_CORE?: unknown };
      global._FEDERATION_RUNTIME_CORE ??= {
        assert: core.assert,
        CurrentGlobal: core.CurrentGlobal,
        getGlobalFederationConstructor: core.getGlobalFederationConstructor,
        getRemoteEntry: core.getRemoteEntry,
        getRemoteInfo: core.getRemoteInfo,
        helpers: core.helpers,
        loadScript: core.loadScript,
        loadScriptNode: core.loadScriptNode,
        Module: core.Module,
        ModuleFederation: core.ModuleFederation,
        registerGlobalPlugins: core.registerGlobalPlugins,
        satisfy: core.satisfy,
        setGlobalFederationConstructor: core.setGlobalFederationConstructor,
        setGlobalFederationInstance: core.setGlobalFederationInstance,
      };
      return args;
    },
  };
}
