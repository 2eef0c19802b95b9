/** What answerQuestion returns: the reply text plus every figure with the cells it came from. */

export interface AnswerFigure {
  label: string;
  /** exact decimal text ("1234.5"); percentages are in percent points ("12.34" = 12.34%) */
  value: string;
  /** as shown to the user ("$1,234.50", "12.34%") */
  display: string;
  source: { sheet: string; range: string };
  /** for extremes and groups: where the figure was found ("Mar 2024", "Widget A") */
  at?: string;
}

export interface Answer {
  /** the reply shown in the chat; names the sheet and cells of every figure */
  text: string;
  /** first figure is the answer; the others are its parts */
  figures: AnswerFigure[];
  table?: { columns: string[]; rows: string[][] };
  refused: boolean;
  /** lookup, total, average, max, min, count, breakdown, top, bottom, share, change, growth,
   *  variance, difference, compare, trend, ratio, forecast, list, schema, summary, refusal */
  kind: string;
}

export interface AnswerOptions {
  /** today, for "this month" / "last month" when the data reaches it; else they are read
   *  relative to the latest period in the data */
  now?: Date;
  /** set while a question is asked again with a line's full name (pass 23), so only once */
  partialLine?: boolean;
  /** set while a question is asked again on the one sheet its year names (pass 31) */
  yearSheet?: boolean;
  /** set while a question is asked again in a hire log's own words (pass 33) */
  hireLog?: boolean;
  /** set while a question is asked again without the one month its title names (pass 43) */
  titlePeriod?: boolean;
  /** set while a question is asked again naming a rota's hours column (pass 43) */
  hoursColumn?: boolean;
  /** set while a question is asked again of the rows a yes/no flag keeps (pass 35) */
  flagFilter?: boolean;
  /** set while a question is asked again naming a log's sum column (pass 35) */
  sumColumn?: boolean;
  /** set while a question is asked again in a payroll register's column words (pass 35) */
  payrollWords?: boolean;
  /** set while a question is asked again without the year its sheet's title names (pass 35) */
  titleYear?: boolean;
  /** set while a question is asked again without "this year" of a list for its own year
   *  (after blind-43) */
  ownYear?: boolean;
  /** set while a question is asked again in a payroll register's component words (pass 38) */
  payComponent?: boolean;
  /** set while a question is asked again with a line's own word for an owner's (pass 47) */
  lineStretch?: boolean;
  /** set while "most popular" is asked again as the most rows (after blind-40) */
  popularWords?: boolean;
}
