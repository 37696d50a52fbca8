import { ambiguousSharedChunks, firstLoad, indexScripts, remoteEntryFile, type Build } from './first-load';

const consume = (name: string) => ({ name: `consume shared module (default) ${name}@^1.0.0 (singleton)` });
/** A shell: main.js boots `./bootstrap` (chunk b.js), which consumes react; react and the rules are provided. */
const shell: Build = {
  stats: {
    chunks: [
      { files: ['b.js'], origins: ['./bootstrap'], modules: [{ name: 'src/bootstrap.tsx' }, consume('react')] },
      { files: ['react.js'], origins: [], modules: [{ name: 'node_modules/react/index.js' }] },
      { files: ['rules.js'], origins: [], modules: [{ name: 'shared-rules/src/index.ts' }, consume('react')] },
      { files: ['chart.js'], origins: ['./Chart'], modules: [consume('highcharts')] },
    ],
  },
  manifest: {
    metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
    exposes: [],
    shared: [
      { name: 'react', assets: { js: { sync: ['react.js'] } } },
      { name: '@league/shared-rules', assets: { js: { sync: ['rules.js'] } } },
    ],
  },
};
/** A remote whose ./app consumes the rules (from the shell) and the kit (its own). */
const remote: Build = {
  stats: {
    chunks: [
      { files: ['app.js'], origins: [], modules: [consume('@league/shared-rules'), consume('@league/shell/kit')] },
      { files: ['kit.js'], origins: [], modules: [{ name: 'shell/src/kit/index.ts' }] },
    ],
  },
  manifest: {
    metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
    exposes: [{ name: 'app', assets: { js: { sync: ['app.js'] } } }],
    shared: [
      { name: '@league/shared-rules', assets: { js: { sync: ['own-rules.js'] } } },
      { name: '@league/shell/kit', assets: { js: { sync: ['kit.js'] } } },
    ],
  },
};

describe('firstLoad', () => {
  it('counts the shell\'s boot and what it consumes, the remote\'s entry and app, and their shared libraries from whoever provides them', () => {
    const load = firstLoad(shell, ['main.js'], remote);
    expect([...load.shell].sort()).toEqual(['b.js', 'main.js', 'react.js', 'rules.js']);
    expect([...load.remote].sort()).toEqual(['app.js', 'kit.js', 'remoteEntry.js']);
  });

  it('leaves out what only a lazy chunk consumes, and the remote when there is none', () => {
    const load = firstLoad(shell, ['main.js'], null);
    expect([...load.shell].sort()).toEqual(['b.js', 'main.js', 'react.js']);
    expect(load.remote.size).toBe(0);
  });
});

describe('indexScripts and remoteEntryFile', () => {
  it('reads the page\'s script sources and the entry\'s place', () => {
    expect(indexScripts('<head><script defer src="/main.1a2b.js"></script><script src="x/y.js"></script></head>')).toEqual(['main.1a2b.js', 'x/y.js']);
    expect(remoteEntryFile(remote.manifest)).toBe('remoteEntry.js');
    expect(remoteEntryFile({ ...remote.manifest, metaData: { remoteEntry: { path: 'js/', name: 'e.js' } } })).toBe('js/e.js');
  });
});

describe('ambiguousSharedChunks', () => {
  it('names a shared library\'s chunk whose modules another of its chunks also holds (the runtime loads one of them)', () => {
    const build: Build = {
      stats: {
        chunks: [
          { files: ['z-full.js'], origins: [], modules: [{ name: 'zustand/index.mjs' }, { name: 'zustand/vanilla.mjs' }] },
          { files: ['z-index.js'], origins: [], modules: [{ name: 'zustand/index.mjs' }] },
          { files: ['kit-a.js'], origins: [], modules: [{ name: 'kit/index.ts' }] },
          { files: ['kit-b.js'], origins: [], modules: [{ name: 'kit/index.ts' }] },
          { files: ['react.js'], origins: [], modules: [{ name: 'react/index.js' }] },
        ],
      },
      manifest: {
        metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
        exposes: [],
        shared: [
          { name: 'zustand', assets: { js: { sync: ['z-full.js', 'z-index.js'] } } },
          { name: 'kit', assets: { js: { sync: ['kit-a.js', 'kit-b.js'] } } },
          { name: 'react', assets: { js: { sync: ['react.js'] } } },
        ],
      },
    };
    expect([...ambiguousSharedChunks(build)].sort()).toEqual(['kit-a.js', 'kit-b.js', 'z-index.js']);
  });
});
