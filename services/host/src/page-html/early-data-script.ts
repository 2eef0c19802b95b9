/**
 * The inline script that starts a signed-in page's first GETs from the HTML (early data,
 * shared/contract/src/early-data.ts). It runs before any bundle, so it is plain ES5 written
 * once here, with the URLs and keys filled in from the contract; the CSP allows exactly this
 * text by its hash.
 */
import { createHash } from 'node:crypto';
import { EARLY_CALLS, EARLY_DATA_KEY, STORAGE_KEYS, SERVICE_PREFIX } from '@fina/contract';
import type { CallAddress } from '@fina/contract';

/** A call's URL with `:companyId` left in, for the script to fill. */
const template = (call: CallAddress) => `${SERVICE_PREFIX[call.service]}/${call.path}`;

function source(): string {
  const every = EARLY_CALLS.everyPage.map(template);
  const byPath = Object.fromEntries(
    Object.entries(EARLY_CALLS.byPath).map(([path, calls]) => [path, calls.map(template)]),
  );
  // Storage can throw (blocked cookies); fetch may be missing: then the page simply fetches late.
  return `(function(){try{var t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})||sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)});if(!t||!window.fetch)return;var c=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.selectedCompany)}),u=${JSON.stringify(every)},o=${JSON.stringify(byPath)}[location.pathname]||[],h={Accept:"application/json",Authorization:"Bearer "+t},r={};if(c)for(var i=0;i<o.length;i++)u.push(o[i].split(":companyId").join(encodeURIComponent(c)));for(var j=0;j<u.length;j++)r[u[j]]=fetch(u[j],{headers:h}).catch(function(){return null});window[${JSON.stringify(EARLY_DATA_KEY)}]={token:t,at:Date.now(),responses:r}}catch(e){}})();`;
}

export const EARLY_DATA_SCRIPT = source();

/** The CSP source that allows the script (and no other inline script). */
export const EARLY_DATA_SCRIPT_CSP = `'sha256-${createHash('sha256').update(EARLY_DATA_SCRIPT).digest('base64')}'`;
