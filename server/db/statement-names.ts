// A name per SQL text, so a statement is parsed and planned once (pg-prepared.ts for PostgreSQL,
// pglite-prepared.ts for PGlite).

/** Past this many distinct texts, new ones run unnamed (neither side's cache grows without bound). */
export const MAX_NAMED_STATEMENTS = 2_000;

/** "cached plan must not change result type": a table the statement reads changed shape since it was prepared. */
export const planChanged = (error: unknown) => (error as { code?: string } | null)?.code === '0A000';

/** A name per SQL text, for every connection of this process (PostgreSQL's) or for one PGlite. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private counter = 0;
  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `jagir_${(this.counter++).toString(36)}`;
      this.names.set(text, name);
    }
    return name;
  }

  /** The next use of `text` prepares it again, under a new name. */
  forget(text: string): void {
    this.names.delete(text);
  }
}
