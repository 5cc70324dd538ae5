export interface TableUse {
  table: string;
  line: number;
  how: string;
}
export function schemaTables(root: string): string[];
export function tableUsesIn(source: string, fileName: string, tables: readonly string[]): TableUse[];
export function serverSources(root: string, dir?: string): string[];
export function moduleOf(file: string): string;
