// Compares a PostgreSQL database with prisma/schema.prisma the way `prisma migrate diff`
// would, without Prisma's schema engine (it cannot be downloaded where we build):
// describeDatabase reads pg_catalog, describeSchema turns the parsed schema (DMMF from
// @prisma/prisma-schema-wasm) into the tables, types and names Prisma Migrate would
// create, and diffSchema lists every difference as a readable sentence.
//
// Compared: tables, columns (type with native type and precision, nullability, default),
// enum types and their labels (in order), primary keys, unique and normal indexes (name,
// columns, sort order, method, partial/INCLUDE), foreign keys (name, columns, referenced
// table and columns, ON DELETE / ON UPDATE). Not compared: operator classes, CHECK
// constraints, triggers, views, functions (Prisma does not manage them either), the text of
// dbgenerated() defaults (only that a default exists). Schema features this checker does
// not model (implicit many-to-many, multiSchema, Unsupported types) make it throw rather
// than pass silently.
import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import { get_dmmf } from '@prisma/prisma-schema-wasm';

/** PostgreSQL's identifier limit, used by Prisma to truncate default constraint names. */
const MAX_IDENTIFIER_LENGTH = 63;
/** Prisma Migrate's bookkeeping table, created by server/db/migrate.ts, not by a migration. */
const IGNORED_TABLES = new Set(['_prisma_migrations']);
/**
 * Expression indexes, which Prisma's schema cannot describe: made by hand in the migration
 * that names them (the inbox search's trigram indexes, docs/decisions/0030-inbox-insight.md;
 * the bookings' exclusion constraint).
 */
const HAND_MADE_INDEXES = new Set([
  'leads_search_name_idx',
  'leads_search_phone_idx',
  'leads_search_phone_digits_idx',
  // The exclusion constraint that refuses overlapping bookings (docs/decisions/0050-visitor-links-and-bookings.md).
  'bookings_no_overlap',
]);

// ---------------------------------------------------------------------------------------
// The shared shape: what the database has, and what the schema says it should have.

export type IndexColumn = { name: string; desc: boolean };
export type IndexDescription = {
  name: string;
  unique: boolean;
  /** pg_am name: btree, hash, gin, gist, spgist, brin. */
  method: string;
  columns: IndexColumn[];
  /** Anything Prisma never creates (partial index, INCLUDE columns, NULLS FIRST/LAST). */
  extras: string[];
};
export type ForeignKeyDescription = {
  name: string;
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
};
export type ReferentialAction = 'NO ACTION' | 'RESTRICT' | 'CASCADE' | 'SET NULL' | 'SET DEFAULT';
export type PrimaryKeyDescription = { name: string; columns: string[] };

export type DatabaseColumn = {
  /** format_type() of the column, enum types by their bare name; `[]` for arrays. */
  type: string;
  nullable: boolean;
  /** pg_get_expr() of the default, or the identity/generated clause; null without one. */
  default: string | null;
};
export type DatabaseTable = {
  columns: Map<string, DatabaseColumn>;
  primaryKey: PrimaryKeyDescription | null;
  indexes: IndexDescription[];
  foreignKeys: ForeignKeyDescription[];
};
export type DatabaseDescription = {
  enums: Map<string, string[]>;
  tables: Map<string, DatabaseTable>;
};

export type ExpectedDefault =
  | { kind: 'none' }
  | { kind: 'now' }
  | { kind: 'autoincrement' }
  | { kind: 'value'; value: string; as: 'text' | 'number' | 'boolean' | 'datetime' | 'json' }
  /** dbgenerated(...) or a list default: only its presence is checked. */
  | { kind: 'any'; label: string };
export type ExpectedColumn = { field: string; type: string; nullable: boolean; default: ExpectedDefault };
export type ExpectedTable = {
  model: string;
  columns: Map<string, ExpectedColumn>;
  primaryKey: PrimaryKeyDescription | null;
  indexes: IndexDescription[];
  foreignKeys: ForeignKeyDescription[];
};
export type ExpectedSchema = {
  enums: Map<string, string[]>;
  tables: Map<string, ExpectedTable>;
};

// ---------------------------------------------------------------------------------------
// The database, from pg_catalog.

/** Reads the tables, enums, keys and indexes of one schema (default `public`). */
export async function describeDatabase(client: pg.ClientBase, schema = 'public'): Promise<DatabaseDescription> {
  const enums = await client.query<{ name: string; labels: string[] }>(
    `SELECT t.typname AS name,
            array(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid ORDER BY e.enumsortorder) AS labels
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 AND t.typtype = 'e'
      ORDER BY t.typname`,
    [schema],
  );
  const tables = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    [schema],
  );
  const columns = await client.query<{
    table: string;
    name: string;
    type: string;
    nullable: boolean;
    default: string | null;
    identity: string;
    generated: string;
  }>(
    `SELECT c.relname AS table, a.attname AS name,
            CASE WHEN et.typtype = 'e' THEN et.typname::text || CASE WHEN t.typcategory = 'A' THEN '[]' ELSE '' END
                 ELSE format_type(a.atttypid, a.atttypmod) END AS type,
            NOT a.attnotnull AS nullable,
            pg_get_expr(d.adbin, d.adrelid) AS default,
            a.attidentity::text AS identity, a.attgenerated::text AS generated
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_type t ON t.oid = a.atttypid
       JOIN pg_type et ON et.oid = CASE WHEN t.typcategory = 'A' THEN t.typelem ELSE t.oid END
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
    [schema],
  );
  const indexes = await client.query<{
    table: string;
    name: string;
    unique: boolean;
    primary: boolean;
    method: string;
    predicate: string | null;
    key_count: number;
    all_count: number;
    columns: string[];
    options: number[];
  }>(
    `SELECT t.relname AS table, i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary,
            am.amname::text AS method, pg_get_expr(x.indpred, x.indrelid) AS predicate,
            x.indnkeyatts::int AS key_count, x.indnatts::int AS all_count,
            array(SELECT coalesce(a.attname::text, '(' || pg_get_indexdef(x.indexrelid, k.n::int, true) || ')')
                    FROM unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
                    LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum AND k.attnum <> 0
                   WHERE k.n <= x.indnkeyatts ORDER BY k.n) AS columns,
            array(SELECT o.option FROM unnest(x.indoption::int2[]) WITH ORDINALITY AS o(option, n)
                   WHERE o.n <= x.indnkeyatts ORDER BY o.n)::int2[] AS options
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_am am ON am.oid = i.relam
      WHERE n.nspname = $1
      ORDER BY t.relname, i.relname`,
    [schema],
  );
  const constraints = await client.query<{
    table: string;
    name: string;
    type: 'p' | 'f';
    columns: string[];
    referenced_table: string | null;
    referenced_schema: string | null;
    referenced_columns: string[];
    on_delete: string;
    on_update: string;
  }>(
    `SELECT t.relname AS table, c.conname AS name, c.contype::text AS type,
            array(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.n) AS columns,
            rt.relname AS referenced_table, rn.nspname AS referenced_schema,
            array(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.n) AS referenced_columns,
            c.confdeltype::text AS on_delete, c.confupdtype::text AS on_update
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       LEFT JOIN pg_class rt ON rt.oid = c.confrelid
       LEFT JOIN pg_namespace rn ON rn.oid = rt.relnamespace
      WHERE n.nspname = $1 AND c.contype IN ('p', 'f')
      ORDER BY t.relname, c.conname`,
    [schema],
  );

  const description: DatabaseDescription = {
    enums: new Map(enums.rows.map((row) => [row.name, row.labels])),
    tables: new Map(),
  };
  for (const { name } of tables.rows) {
    if (IGNORED_TABLES.has(name)) continue;
    description.tables.set(name, { columns: new Map(), primaryKey: null, indexes: [], foreignKeys: [] });
  }
  for (const row of columns.rows) {
    let columnDefault = row.default;
    if (row.identity) columnDefault = `GENERATED ${row.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`;
    if (row.generated) columnDefault = `GENERATED ALWAYS AS (${row.default ?? ''}) STORED`;
    description.tables
      .get(row.table)
      ?.columns.set(row.name, { type: normalizeType(row.type), nullable: row.nullable, default: columnDefault });
  }
  for (const row of indexes.rows) {
    const table = description.tables.get(row.table);
    if (!table || row.primary) continue; // primary keys come from pg_constraint
    if (HAND_MADE_INDEXES.has(row.name)) continue;
    const extras: string[] = [];
    if (row.predicate) extras.push(`WHERE ${row.predicate}`);
    if (row.all_count > row.key_count) extras.push('INCLUDE (...)');
    const indexColumns = row.columns.map((name, position) => {
      const option = row.options[position] ?? 0;
      const desc = (option & 1) === 1; // INDOPTION_DESC
      const nullsFirst = (option & 2) === 2; // INDOPTION_NULLS_FIRST; the default is NULLS FIRST only for DESC
      if (nullsFirst !== desc) extras.push(`${name} NULLS ${nullsFirst ? 'FIRST' : 'LAST'}`);
      return { name, desc };
    });
    table.indexes.push({ name: row.name, unique: row.unique, method: row.method, columns: indexColumns, extras });
  }
  for (const row of constraints.rows) {
    const table = description.tables.get(row.table);
    if (!table) continue;
    if (row.type === 'p') {
      table.primaryKey = { name: row.name, columns: row.columns };
    } else {
      const referencedTable =
        row.referenced_schema === schema
          ? (row.referenced_table ?? '')
          : `${row.referenced_schema}.${row.referenced_table}`;
      table.foreignKeys.push({
        name: row.name,
        columns: row.columns,
        referencedTable,
        referencedColumns: row.referenced_columns,
        onDelete: PG_ACTIONS[row.on_delete] ?? 'NO ACTION',
        onUpdate: PG_ACTIONS[row.on_update] ?? 'NO ACTION',
      });
    }
  }
  return description;
}

const PG_ACTIONS: Record<string, ReferentialAction> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

/** PostgreSQL shows TIMESTAMP and TIMESTAMP(6) differently, but they are the same type (and Prisma says so). */
function normalizeType(type: string): string {
  return type.replace(/^(timestamp|time)( with(?:out)? time zone)/, '$1(6)$2');
}

// ---------------------------------------------------------------------------------------
// The schema, from its DMMF.

type DmmfField = {
  name: string;
  dbName?: string | null;
  kind: 'scalar' | 'enum' | 'object' | 'unsupported';
  type: string;
  isList: boolean;
  isRequired: boolean;
  isId: boolean;
  isUnique: boolean;
  isUpdatedAt: boolean;
  hasDefaultValue: boolean;
  default?: string | number | boolean | unknown[] | { name: string; args: unknown[] };
  nativeType?: [string, string[]] | null;
  relationName?: string;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
  relationOnUpdate?: string;
};
type DmmfModel = { name: string; dbName: string | null; schema: string | null; fields: DmmfField[] };
type DmmfEnum = { name: string; dbName: string | null; values: { name: string; dbName: string | null }[] };
type DmmfIndex = {
  model: string;
  type: 'id' | 'unique' | 'normal' | 'fulltext';
  dbName?: string | null;
  algorithm?: string;
  fields: { name: string; sortOrder?: 'asc' | 'desc'; operatorClass?: unknown }[];
};
type Dmmf = { datamodel: { models: DmmfModel[]; enums: DmmfEnum[]; indexes: DmmfIndex[] } };

/** Parses schema.prisma (throwing Prisma's own validation errors) into its DMMF. */
export function parseSchema(schemaText: string): Dmmf {
  return JSON.parse(get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', schemaText]] }))) as Dmmf;
}

/** The database Prisma Migrate would create from this schema. */
export function describeSchema(schemaText: string): ExpectedSchema {
  const { models, enums, indexes } = parseSchema(schemaText).datamodel;
  const relationMaps = foreignKeyMapNames(schemaText);
  const modelsByName = new Map(models.map((model) => [model.name, model]));
  const enumsByName = new Map(enums.map((dmmfEnum) => [dmmfEnum.name, dmmfEnum]));
  const tableName = (model: DmmfModel) => model.dbName ?? model.name;
  const columnName = (model: DmmfModel, fieldName: string) => {
    const field = model.fields.find((candidate) => candidate.name === fieldName);
    if (!field) throw new Error(`${model.name}.${fieldName}: no such field`);
    return field.dbName ?? field.name;
  };

  const expected: ExpectedSchema = {
    enums: new Map(enums.map((e) => [e.dbName ?? e.name, e.values.map((value) => value.dbName ?? value.name)])),
    tables: new Map(),
  };
  for (const model of models) {
    if (model.schema) throw new Error(`${model.name}: @@schema (multiSchema) is not supported by this check`);
    const table = tableName(model);
    const columns = new Map<string, ExpectedColumn>();
    const foreignKeys: ForeignKeyDescription[] = [];
    for (const field of model.fields) {
      const label = `${model.name}.${field.name}`;
      if (field.kind === 'object') {
        const fromFields = field.relationFromFields ?? [];
        const related = modelsByName.get(field.type);
        if (!related) throw new Error(`${label}: unknown model ${field.type}`);
        if (fromFields.length === 0) {
          const other = related.fields.find(
            (candidate) => candidate.relationName === field.relationName && candidate !== field,
          );
          if (field.isList && other?.isList)
            throw new Error(`${label}: implicit many-to-many relations are not supported by this check`);
          continue; // the back side of a relation: the foreign key lives on the other model
        }
        const fkColumns = fromFields.map((name) => columnName(model, name));
        foreignKeys.push({
          name: relationMaps.get(`${model.name}.${field.name}`) ?? defaultName(table, fkColumns, '_fkey'),
          columns: fkColumns,
          referencedTable: tableName(related),
          referencedColumns: (field.relationToFields ?? []).map((name) => columnName(related, name)),
          // Prisma's defaults: Restrict for a required relation, SetNull for an optional one; Cascade on update.
          onDelete: prismaAction(field.relationOnDelete ?? (field.isRequired ? 'Restrict' : 'SetNull')),
          onUpdate: prismaAction(field.relationOnUpdate ?? 'Cascade'),
        });
        continue;
      }
      if (field.kind !== 'scalar' && field.kind !== 'enum') {
        throw new Error(`${label}: ${field.kind} fields are not supported by this check`);
      }
      columns.set(field.dbName ?? field.name, {
        field: label,
        type: columnType(field, enumsByName),
        nullable: !field.isRequired,
        default: expectedDefault(field, enumsByName),
      });
    }

    let primaryKey: PrimaryKeyDescription | null = null;
    const tableIndexes: IndexDescription[] = [];
    for (const index of indexes.filter((candidate) => candidate.model === model.name)) {
      const indexColumns = index.fields.map((field) => ({
        name: columnName(model, field.name),
        desc: field.sortOrder === 'desc',
      }));
      const names = indexColumns.map((column) => column.name);
      if (index.type === 'id') {
        primaryKey = { name: index.dbName ?? defaultName(table, [], '_pkey'), columns: names };
      } else if (index.type === 'unique' || index.type === 'normal') {
        const unique = index.type === 'unique';
        tableIndexes.push({
          name: index.dbName ?? defaultName(table, names, unique ? '_key' : '_idx'),
          unique,
          method: (index.algorithm ?? 'BTree').toLowerCase(),
          columns: indexColumns,
          extras: [],
        });
      } else {
        throw new Error(`${model.name}: ${index.type} indexes are not supported by this check`);
      }
    }
    expected.tables.set(table, { model: model.name, columns, primaryKey, indexes: tableIndexes, foreignKeys });
  }
  return expected;
}

/**
 * Prisma's default constraint name: `<table>_<columns>_<suffix>`, or `<table>_pkey`, cut so
 * that it fits PostgreSQL's 63-byte identifiers (psl ConstraintNames).
 */
export function defaultName(table: string, columns: string[], suffix: string): string {
  let base = columns.length > 0 ? `${table}_${columns.join('_')}` : table;
  const limit = MAX_IDENTIFIER_LENGTH - suffix.length;
  while (Buffer.byteLength(base) > limit) base = base.slice(0, -1);
  return `${base}${suffix}`;
}

/** `@relation(..., map: "name")` per `Model.field`: the DMMF does not carry foreign key names. */
function foreignKeyMapNames(schemaText: string): Map<string, string> {
  const names = new Map<string, string>();
  const withoutComments = schemaText.replace(/\/\/.*$/gm, '');
  for (const model of withoutComments.matchAll(/^\s*model\s+(\w+)\s*\{([\s\S]*?)^\s*\}/gm)) {
    for (const line of (model[2] ?? '').split('\n')) {
      const relation = /^\s*(\w+)\s.*@relation\(([^)]*)\)/.exec(line);
      const map = relation && /\bmap\s*:\s*"([^"]*)"/.exec(relation[2] ?? '');
      if (relation && map?.[1]) names.set(`${model[1]}.${relation[1]}`, map[1]);
    }
  }
  return names;
}

function prismaAction(action: string): ReferentialAction {
  const actions: Record<string, ReferentialAction> = {
    Cascade: 'CASCADE',
    Restrict: 'RESTRICT',
    NoAction: 'NO ACTION',
    SetNull: 'SET NULL',
    SetDefault: 'SET DEFAULT',
  };
  const result = actions[action];
  if (!result) throw new Error(`Unknown referential action ${action}`);
  return result;
}

const SCALAR_TYPES: Record<string, string> = {
  String: 'text',
  Boolean: 'boolean',
  Int: 'integer',
  BigInt: 'bigint',
  Float: 'double precision',
  Decimal: 'numeric(65,30)',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Bytes: 'bytea',
};

/** The column type Prisma Migrate creates, spelled as PostgreSQL's format_type() does. */
function columnType(field: DmmfField, enums: Map<string, DmmfEnum>): string {
  const list = field.isList ? '[]' : '';
  if (field.kind === 'enum') {
    const dmmfEnum = enums.get(field.type);
    return `${dmmfEnum?.dbName ?? field.type}${list}`;
  }
  const base = field.nativeType ? nativeType(field.nativeType[0], field.nativeType[1]) : SCALAR_TYPES[field.type];
  if (!base) throw new Error(`${field.name}: no PostgreSQL type known for ${field.type}`);
  return normalizeType(base) + list;
}

function nativeType(name: string, args: string[]): string {
  const withArgs = (type: string, suffix = '') =>
    args.length > 0 ? `${type}(${args.join(',')})${suffix}` : `${type}${suffix}`;
  switch (name) {
    case 'Text':
      return 'text';
    case 'Char':
      return `character(${args[0] ?? '1'})`;
    case 'VarChar':
      return withArgs('character varying');
    case 'Bit':
      return `bit(${args[0] ?? '1'})`;
    case 'VarBit':
      return withArgs('bit varying');
    case 'Uuid':
    case 'Xml':
    case 'Inet':
    case 'Citext':
    case 'Money':
    case 'Date':
    case 'Oid':
    case 'Json':
    case 'Real':
    case 'Boolean':
      return name.toLowerCase();
    case 'JsonB':
      return 'jsonb';
    case 'ByteA':
      return 'bytea';
    case 'Integer':
      return 'integer';
    case 'SmallInt':
      return 'smallint';
    case 'BigInt':
      return 'bigint';
    case 'DoublePrecision':
      return 'double precision';
    case 'Decimal':
      return withArgs('numeric');
    case 'Timestamp':
      return withArgs('timestamp', ' without time zone');
    case 'Timestamptz':
      return withArgs('timestamp', ' with time zone');
    case 'Time':
      return withArgs('time', ' without time zone');
    case 'Timetz':
      return withArgs('time', ' with time zone');
    default:
      throw new Error(`Native type @db.${name} is not supported by this check`);
  }
}

/** The default Prisma Migrate writes into the table (none for uuid(), cuid() & co and @updatedAt: the client fills those). */
function expectedDefault(field: DmmfField, enums: Map<string, DmmfEnum>): ExpectedDefault {
  if (!field.hasDefaultValue || field.default === undefined) return { kind: 'none' };
  const value = field.default;
  if (Array.isArray(value)) return { kind: 'any', label: `[${value.join(', ')}]` };
  if (typeof value === 'object' && value !== null && 'name' in value) {
    if (value.name === 'now') return { kind: 'now' };
    if (value.name === 'autoincrement') return { kind: 'autoincrement' };
    if (value.name === 'dbgenerated')
      return { kind: 'any', label: `dbgenerated(${JSON.stringify(value.args[0] ?? '')})` };
    if (['uuid', 'cuid', 'nanoid', 'ulid'].includes(value.name)) return { kind: 'none' };
    throw new Error(`${field.name}: @default(${value.name}()) is not supported by this check`);
  }
  if (field.kind === 'enum') {
    const enumValue = enums.get(field.type)?.values.find((candidate) => candidate.name === value);
    return { kind: 'value', value: enumValue?.dbName ?? String(value), as: 'text' };
  }
  const as =
    field.type === 'Json'
      ? 'json'
      : field.type === 'DateTime'
        ? 'datetime'
        : typeof value === 'boolean'
          ? 'boolean'
          : ['Int', 'BigInt', 'Float', 'Decimal'].includes(field.type)
            ? 'number'
            : 'text';
  return { kind: 'value', value: String(value), as };
}

// ---------------------------------------------------------------------------------------
// The comparison.

/** Every difference between the schema and the database, one sentence each; [] when they match. */
export function diffSchema(schemaText: string, database: DatabaseDescription): string[] {
  return diffDescriptions(describeSchema(schemaText), database);
}

export function diffDescriptions(expected: ExpectedSchema, database: DatabaseDescription): string[] {
  const differences: string[] = [];

  for (const [name, labels] of expected.enums) {
    const actual = database.enums.get(name);
    if (!actual) differences.push(`enum ${name}: missing in DB`);
    else if (!isDeepStrictEqual(actual, labels)) {
      differences.push(`enum ${name}: values (${actual.join(', ')}) in DB, (${labels.join(', ')}) in schema`);
    }
  }
  for (const name of database.enums.keys()) {
    if (!expected.enums.has(name)) differences.push(`enum ${name}: in DB, not in schema`);
  }

  for (const [name, table] of expected.tables) {
    const actual = database.tables.get(name);
    if (!actual) differences.push(`${name}: table missing in DB (model ${table.model})`);
    else differences.push(...diffTable(name, table, actual));
  }
  for (const name of database.tables.keys()) {
    if (!expected.tables.has(name)) differences.push(`${name}: table in DB, not in schema`);
  }
  return differences;
}

function diffTable(table: string, expected: ExpectedTable, actual: DatabaseTable): string[] {
  const differences: string[] = [];
  for (const [name, column] of expected.columns) {
    const dbColumn = actual.columns.get(name);
    const where = `${table}.${name}`;
    if (!dbColumn) {
      differences.push(`${where}: column missing in DB (${column.field})`);
      continue;
    }
    if (dbColumn.type !== column.type)
      differences.push(`${where}: type ${dbColumn.type} in DB, ${column.type} in schema`);
    if (dbColumn.nullable !== column.nullable) {
      differences.push(
        `${where}: ${nullability(dbColumn.nullable)} in DB, ${column.nullable ? 'optional' : 'required'} in schema`,
      );
    }
    if (!defaultMatches(column.default, dbColumn.default)) {
      const dbDefault = dbColumn.default === null ? 'no default' : `default ${dbColumn.default}`;
      differences.push(`${where}: ${dbDefault} in DB, ${describeDefault(column.default)} in schema`);
    }
  }
  for (const name of actual.columns.keys()) {
    if (!expected.columns.has(name)) differences.push(`${table}.${name}: column in DB, not in schema`);
  }

  const expectedKey = expected.primaryKey ? describePrimaryKey(expected.primaryKey) : 'no primary key';
  const actualKey = actual.primaryKey ? describePrimaryKey(actual.primaryKey) : 'no primary key';
  if (expectedKey !== actualKey) differences.push(`${table}: ${actualKey} in DB, ${expectedKey} in schema`);

  differences.push(...diffNamed(table, 'index', expected.indexes, actual.indexes, describeIndex));
  differences.push(...diffNamed(table, 'foreign key', expected.foreignKeys, actual.foreignKeys, describeForeignKey));
  return differences;
}

/** Indexes and foreign keys are matched by name (Prisma Migrate renames them when names differ). */
function diffNamed<T extends { name: string }>(
  table: string,
  what: string,
  expected: T[],
  actual: T[],
  describe: (item: T) => string,
): string[] {
  const differences: string[] = [];
  const actualByName = new Map(actual.map((item) => [item.name, item]));
  const expectedNames = new Set(expected.map((item) => item.name));
  for (const item of expected) {
    const dbItem = actualByName.get(item.name);
    if (!dbItem) differences.push(`${table}: ${what} ${item.name} ${describe(item)} missing in DB`);
    else if (describe(dbItem) !== describe(item)) {
      differences.push(`${table}: ${what} ${item.name} ${describe(dbItem)} in DB, ${describe(item)} in schema`);
    }
  }
  for (const item of actual) {
    if (!expectedNames.has(item.name))
      differences.push(`${table}: ${what} ${item.name} ${describe(item)} in DB, not in schema`);
  }
  return differences;
}

const nullability = (nullable: boolean) => (nullable ? 'nullable' : 'NOT NULL');
const describePrimaryKey = (key: PrimaryKeyDescription) => `primary key ${key.name} (${key.columns.join(', ')})`;

function describeIndex(index: IndexDescription): string {
  const columns = index.columns.map((column) => (column.desc ? `${column.name} DESC` : column.name)).join(', ');
  const using = index.method === 'btree' ? '' : ` USING ${index.method}`;
  const extras = index.extras.length > 0 ? ` ${index.extras.join(' ')}` : '';
  return `${index.unique ? 'UNIQUE ' : ''}(${columns})${using}${extras}`;
}

function describeForeignKey(key: ForeignKeyDescription): string {
  return (
    `(${key.columns.join(', ')}) REFERENCES ${key.referencedTable}(${key.referencedColumns.join(', ')})` +
    ` ON DELETE ${key.onDelete} ON UPDATE ${key.onUpdate}`
  );
}

function describeDefault(expected: ExpectedDefault): string {
  switch (expected.kind) {
    case 'none':
      return 'no default';
    case 'now':
      return 'default now()';
    case 'autoincrement':
      return 'default autoincrement()';
    case 'any':
      return `default ${expected.label}`;
    case 'value':
      return expected.as === 'number' || expected.as === 'boolean'
        ? `default ${expected.value}`
        : `default '${expected.value}'`;
  }
}

function defaultMatches(expected: ExpectedDefault, dbDefault: string | null): boolean {
  if (dbDefault === null) return expected.kind === 'none';
  const expression = unwrapParentheses(dbDefault.trim());
  switch (expected.kind) {
    case 'none':
      return false;
    case 'any':
      return true;
    case 'now':
      return /^(CURRENT_TIMESTAMP(\(\d\))?|now\(\))$/i.test(expression);
    case 'autoincrement':
      return /^nextval\('.+'::regclass\)$/.test(expression);
    case 'value': {
      const literal = parseLiteral(expression);
      if (literal === null) return false;
      switch (expected.as) {
        case 'number':
          return Number(literal) === Number(expected.value);
        case 'datetime':
          return Date.parse(literal) === Date.parse(expected.value);
        case 'json':
          return jsonEquals(literal, expected.value);
        default:
          return literal === expected.value;
      }
    }
  }
}

/** The value of a constant default as pg_get_expr() prints it: `'NEW'::"LeadStatus"`, `0`, `true`, `'-1'::integer`. */
function parseLiteral(expression: string): string | null {
  const quoted = /^'((?:[^']|'')*)'(?:::.+)?$/s.exec(expression);
  if (quoted) return (quoted[1] ?? '').replaceAll("''", "'");
  const bare = /^(-?[\d.]+(?:e[+-]?\d+)?|true|false)(?:::.+)?$/i.exec(expression);
  return bare?.[1] ?? null;
}

/** `((x))` → `x`, but `(a) + (b)` stays as it is. */
function unwrapParentheses(expression: string): string {
  let result = expression;
  while (result.startsWith('(') && closingParenthesis(result) === result.length - 1)
    result = result.slice(1, -1).trim();
  return result;
}

function closingParenthesis(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')' && --depth === 0) return index;
  }
  return -1;
}

function jsonEquals(a: string, b: string): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(a), JSON.parse(b));
  } catch {
    return a === b;
  }
}
