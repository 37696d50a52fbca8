// Async boundary: the federation runtime negotiates shared singletons (React, router, …) with the
// remotes before any module that imports them runs.
import('./bootstrap');
