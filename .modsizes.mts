import { build } from 'vite';
import zlib from 'node:zlib';
await build({
  logLevel: 'error',
  build: { outDir: 'dist-mods', emptyOutDir: true },
  plugins: [{
    name: 'dump', apply: 'build', enforce: 'post',
    generateBundle(_o, bundle) {
      for (const [name, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk' || !/^assets\/(index|kit|home)-/.test(name)) continue;
        const rows = Object.entries(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm:').replace(/.*\/src\//, 'src/'), m.renderedLength, zlib.gzipSync(m.code ?? '').length] as const);
        rows.sort((a, b) => b[2] - a[2]);
        console.log('==', name, zlib.gzipSync(c.code).length);
        for (const r of rows.slice(0, 25)) console.log(String(r[2]).padStart(7), String(r[1]).padStart(8), r[0]);
      }
    },
  }],
});
