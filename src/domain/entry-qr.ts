/**
 * The entry code as a QR image (spec s2 "QR code"), drawn by qrcode-generator (a well-kept
 * library, not by hand) as a GIF data URL: an Image shows it the same way on H5 and in every
 * mini-program, with no canvas. Error correction M: a scanner still reads a code with a scratched
 * or glaring screen.
 */
import qrcode from 'qrcode-generator'

/** Pixels per QR module in the image (the image is scaled down to its box: sharp on any screen). */
export const QR_CELL_PIXELS = 8
/** The quiet zone around the code, in modules (the standard asks for 4). */
export const QR_QUIET_MODULES = 4

function make(text: string) {
  const code = qrcode(0, 'M')
  code.addData(text, 'Byte')
  code.make()
  return code
}

/** The QR modules of `text`: `dark[row][col]`. */
export function qrModules(text: string): boolean[][] {
  const code = make(text)
  const size = code.getModuleCount()
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (__, col) => code.isDark(row, col)))
}

/** The QR image of `text` as a data URL (a GIF, black on white with its quiet zone). */
export function qrImageUrl(text: string): string {
  return make(text).createDataURL(QR_CELL_PIXELS, QR_CELL_PIXELS * QR_QUIET_MODULES)
}
