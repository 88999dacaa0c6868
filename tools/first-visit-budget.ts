/**
 * Fails the build when the first visit of the patient app grows past its budget:
 * `first-visit-budget.ts <dist> <max gzip KB> <max files>`. Run after `vite build`.
 */
import { firstVisitFiles, totalGzip } from './first-visit.ts';

const [dist, maxKb, maxFiles] = process.argv.slice(2);
if (!dist || !maxKb || !maxFiles) {
  console.error('usage: first-visit-budget.ts <dist> <max gzip KB> <max files>');
  process.exit(2);
}
const files = await firstVisitFiles(dist);
const kb = totalGzip(files) / 1024;
const summary = `first visit: ${kb.toFixed(1)} KB gzip in ${files.length} JS/CSS files (budget ${maxKb} KB, ${maxFiles} files)`;
if (kb > Number(maxKb) || files.length > Number(maxFiles)) {
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.error(`${(file.gzip / 1024).toFixed(1).padStart(8)} KB  ${file.file}`);
  }
  console.error(`${summary}: over budget`);
  process.exit(1);
}
console.log(summary);
