// Async boundary: shared singletons (React, router, …) are negotiated with the federation runtime
// before any module that imports them runs.
import('./bootstrap');
