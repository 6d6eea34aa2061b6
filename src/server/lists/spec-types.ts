// The contract between the generated list specs (src/generated/list-specs.ts) and the list engine.
export type FilterOp = 'eq' | 'in' | 'range' | 'contains' | 'empty' | 'tree';
export type FieldKind = 'text' | 'integer' | 'number' | 'boolean' | 'datetime' | 'date' | 'json' | 'array';
export interface I18n { zh: string; en: string }

export interface ListField {
  /** Column in the source relation (and in the table for writes). */
  column: string;
  kind: FieldKind;
  /** The field kind (schemas/field-kinds) whose export format writes it (a column's format may name one). */
  fieldKind: string;
  nullable: boolean;
  /** Server-managed: never written from a request. */
  readonly: boolean;
  /** Accepted on writes, never read back (e.g. password). */
  writeOnly: boolean;
  label: I18n;
  /** Stored as jsonb (objects, arrays of objects): written as JSON text. */
  json?: boolean;
  /** An image (x-widget image): uploaded images are stored as /files/uploads/<uid> and read back as signed URLs. */
  image?: boolean;
  /** An index serves the ascending order too (x-sort-index "both"): an ascending sort is a plain ORDER BY, no walk. */
  ascIndex?: boolean;
}

export interface DataScopeDecl {
  owners: string[];
  ownerArrays: string[];
  /** Linked records whose owners count too; owners null: the linked entity has none (any linked record counts). */
  through: Array<{ column: string; table: string; owners: string[] | null }>;
}

export interface ListSpec {
  screen: string;
  /** Custom-field module whose values this entity stores in custom_values (null: none). */
  customFieldModule: number | null;
  entity: string;
  label: I18n;
  /** Table writes go to. */
  table: string;
  /** Relation lists read (a security-invoker view or the table); has tenant_id. */
  source: string;
  /** Soft-delete column: rows with a value are hidden from lists and gets. */
  softDelete: string | null;
  /** Fields whose text is indexed in the search_grams column (1-2 character Chinese, pinyin, initials). */
  searchGrams: string[];
  /**
   * Text fields with few distinct values (an agency among hundreds) and a sort index led by the tenant: their
   * contains filter first finds the matching values by a loose scan of that index, then the rows by equality
   * (engine.ts valueSetSql), which answers rare terms without reading the table.
   */
  searchValues: string[];
  defaultSort: Array<{ key: string; asc: boolean }>;
  fields: Record<string, ListField>;
  /** Filter prop -> operator, exactly the keys the list request schema accepts under filters. */
  filters: Record<string, FilterOp>;
  /** Props the request may sort by (the request schema enumerates them too). */
  sortable: string[];
  /** Props returned by list and get. */
  select: string[];
  formFields: { create: string[]; update: string[] };
  /** Prop of the row version a form save must name (lists/generic.ts updateRecord); null: none. */
  rowVersion: string | null;
  /**
   * x-data-scope of the entity: the columns holding the record's owners (user ids), columns holding arrays of
   * them, and linked records (column → table) whose owners count too. Lists, gets and exports of such an entity
   * are narrowed to the caller's role's data scope (data-scope.ts); null: every row of the tenant.
   */
  dataScope: DataScopeDecl | null;
  dicts: Record<string, Record<string, I18n>>;
}
