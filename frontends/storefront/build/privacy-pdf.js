// Generates the privacy notice PDF ('Aviso de privacidad') from content/aviso-de-privacidad.txt with pdfkit.
const fs = require('fs');
const path = require('path');
const PDFDocument = require('pdfkit');

const SOURCE = path.join(__dirname, '../content/aviso-de-privacidad.txt');
const FILE = 'aviso-de-privacidad.pdf';

function renderPdf(text) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: 72, bottom: 72, left: 72, right: 72 },
      info: {
        Title: 'Aviso de privacidad',
        Author: 'Kukki',
        Subject: 'Aviso de privacidad de Kukki',
        CreationDate: new Date(Date.UTC(2025, 0, 1)),
      },
      lang: 'es-MX',
      displayTitle: true,
    });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    for (const raw of text.split(/\r?\n/)) {
      const line = raw.trimEnd();
      if (!line) {
        doc.moveDown(0.5);
      } else if (line.startsWith('# ')) {
        doc.font('Helvetica-Bold').fontSize(22).fillColor('#5a3520').text(line.slice(2), { align: 'center' }).moveDown(0.8);
      } else if (line.startsWith('## ')) {
        doc.moveDown(0.4).font('Helvetica-Bold').fontSize(13).fillColor('#5a3520').text(line.slice(3)).moveDown(0.3);
      } else if (line.startsWith('- ')) {
        const left = doc.page.margins.left;
        const width = doc.page.width - left - doc.page.margins.right;
        const top = doc.y;
        doc
          .font('Helvetica')
          .fontSize(11)
          .fillColor('#2f1b10')
          .text('•', left + 6, top);
        doc.text(line.slice(2), left + 20, top, { width: width - 20, align: 'justify' });
        doc.x = left;
      } else {
        doc.font('Helvetica').fontSize(11).fillColor('#2f1b10').text(line, { align: 'justify' });
      }
    }
    doc.end();
  });
}

/** webpack plugin: emits aviso-de-privacidad.pdf into the build output. */
class PrivacyPdfPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrivacyPdfPlugin', (compilation) => {
      compilation.fileDependencies.add(SOURCE);
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrivacyPdfPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const pdf = await renderPdf(fs.readFileSync(SOURCE, 'utf8'));
          compilation.emitAsset(FILE, new sources.RawSource(pdf));
        },
      );
    });
  }
}

module.exports = { PrivacyPdfPlugin, renderPdf, SOURCE };
