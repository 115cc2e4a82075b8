import path from 'node:path';
import { manifestSizes } from './bench/lib/manifest';
const s = await manifestSizes(path.resolve('dist-bench'));
const want = process.argv.slice(2);
for (const w of want) {
  const r = s.routes.find((x: any) => x.src.includes(w));
  const files = await s.visitOf(['src/app/admin-routes.tsx', 'src/app/routes/admin-layout.tsx', r!.key]);
  files.sort((a: any, b: any) => b.gzipBytes - a.gzipBytes);
  console.log(w, r!.key, (s.entryGzipBytes + files.reduce((t: number, f: any) => t + f.gzipBytes, 0)) / 1000);
  for (const f of files.slice(0, 30)) console.log('  ', f.gzipBytes, f.file);
}
