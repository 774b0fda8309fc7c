/**
 * The loader's configuration, read once from its own `<script>` tag when the script starts
 * (loader/README.md "The snippet"). Module-level bindings rather than an object: the
 * minifier can shorten their names, which an object's property names never are.
 */
import { LOADER_PATH } from './contract';

// currentScript is set only while a classic script runs (so: now). Some tag managers leave
// it null: then find the tag by its src.
const script = (document.currentScript || document.querySelector(`script[src*="${LOADER_PATH}"]`)) as HTMLScriptElement;
/** the tag's data attributes (loader/README.md "The snippet"); the companion reads mode and channelId from them too */
export const data = script.dataset;

/** the Kefu server: where the loader came from, and the only origin the bridge trusts */
export const origin = new URL(script.src).origin;
export const left = data.position === 'left';
