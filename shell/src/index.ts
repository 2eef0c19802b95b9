// The async boundary module federation needs: shared singletons (react, the bus...)
// are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
