// jsdom with Node's fetch API (Response, Headers...), which jsdom does not provide:
// components call fetch through the API client, and tests stub fetch with real Responses.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'ReadableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
