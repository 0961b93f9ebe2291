import ExcelJS from 'exceljs'

/** A sheet's column: its header, its width, and whether its cells are numbers shown with two decimals (yuan). */
export type SheetColumn = { header: string; width: number; yuan?: boolean }
/** One sheet of a workbook: its tab name, columns and rows (yuan cells as '12.34' or numbers). */
export type Sheet = { name: string; columns: readonly SheetColumn[]; rows: readonly (readonly (string | number)[])[] }

/**
 * An Excel workbook (exceljs 4.4; decision 0650), a sheet each: a bold header row, then the rows; yuan columns are
 * numbers shown 0.00 (so sums work in Excel), every other cell is text (account numbers keep every digit).
 */
export async function xlsxOfSheets(sheets: readonly Sheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  for (const { name, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(name)
    sheet.addRow(columns.map((c) => c.header)).font = { bold: true }
    for (const row of rows) sheet.addRow(row.map((cell, i) => (columns[i]?.yuan ? Number(cell) : String(cell))))
    columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1)
      column.width = c.width
      if (c.yuan) column.numFmt = '0.00'
    })
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** A workbook of one sheet. */
export function xlsxOf(sheetName: string, columns: readonly SheetColumn[], rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  return xlsxOfSheets([{ name: sheetName, columns, rows }])
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
