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
    // antd's select (and React's scheduler) post macrotasks through MessageChannel, which
    // jsdom lacks. Node's real one holds the event loop open after the tests; this one
    // delivers each message on a timer instead, which jest tears down with the environment.
    const setTimer = this.global.setTimeout.bind(this.global);
    this.global.MessageChannel = class TimerMessageChannel {
      constructor() {
        const makePort = () => ({ onmessage: null, close() {}, start() {} });
        this.port1 = makePort();
        this.port2 = makePort();
        const link = (from, to) => {
          from.postMessage = (data) =>
            setTimer(() => (to.onmessage ? to.onmessage({ data }) : undefined), 0);
        };
        link(this.port1, this.port2);
        link(this.port2, this.port1);
      }
    };
  }
}

module.exports = JsdomWithFetchEnvironment;
