import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from 'better-auth';
import { hashSecretToken } from '#server/platform/lib/secret-token';

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter;
type CreateInput<T> = Omit<Parameters<DBAdapter['create']>[0], 'data'> & { data: Omit<T, 'id'> };

/** The hash of each token a query named, and the token itself. */
type Tokens = Map<string, string>;

/**
 * Stores a session's token only as its SHA-256 (`hashSecretToken`, the same as migration 0009), so
 * a copy of the database opens no session: the cookie keeps the token itself. Every query on a
 * session's token asks for its hash, and a row read back carries the token it was asked with, so
 * better-auth sets and checks cookies as before. A session found another way (by its user) carries
 * its stored hash, which opens nothing when offered back as a token.
 */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => {
    const adapter = factory(options);
    return {
      ...hashSessionTokens(adapter),
      transaction: (callback) => adapter.transaction((trx) => callback(hashSessionTokens(trx))),
    };
  };
}

function hashSessionTokens(adapter: DBTransactionAdapter): DBTransactionAdapter {
  const scope = (model: string) => (model === 'session' ? new Map<string, string>() : undefined);
  return {
    ...adapter,
    async create<T extends Record<string, unknown>, R = T>(data: CreateInput<T>) {
      const tokens = scope(data.model);
      if (!tokens) return adapter.create<T, R>(data);
      return restore(
        await adapter.create<T, R>({ ...data, data: hashTokenField(data.data, tokens) }),
        tokens,
      );
    },
    async findOne(data) {
      const tokens = scope(data.model);
      if (!tokens) return adapter.findOne(data);
      return restore(await adapter.findOne({ ...data, where: hashWhere(data.where, tokens) }), tokens);
    },
    async findMany<T>(data: Parameters<DBAdapter['findMany']>[0]) {
      const tokens = scope(data.model);
      if (!tokens) return adapter.findMany<T>(data);
      const rows = await adapter.findMany<T>({ ...data, where: hashWhere(data.where, tokens) });
      return rows.map((row) => restore(row, tokens));
    },
    async count(data) {
      const tokens = scope(data.model);
      return adapter.count(tokens ? { ...data, where: hashWhere(data.where, tokens) } : data);
    },
    async update(data) {
      const tokens = scope(data.model);
      if (!tokens) return adapter.update(data);
      const where = hashWhere(data.where, tokens);
      return restore(
        await adapter.update({ ...data, where, update: hashTokenField(data.update, tokens) }),
        tokens,
      );
    },
    async updateMany(data) {
      const tokens = scope(data.model);
      if (!tokens) return adapter.updateMany(data);
      const where = hashWhere(data.where, tokens);
      return adapter.updateMany({ ...data, where, update: hashTokenField(data.update, tokens) });
    },
    async delete(data) {
      const tokens = scope(data.model);
      return adapter.delete(tokens ? { ...data, where: hashWhere(data.where, tokens) } : data);
    },
    async deleteMany(data) {
      const tokens = scope(data.model);
      return adapter.deleteMany(tokens ? { ...data, where: hashWhere(data.where, tokens) } : data);
    },
    async consumeOne(data) {
      const tokens = scope(data.model);
      if (!tokens) return adapter.consumeOne(data);
      return restore(await adapter.consumeOne({ ...data, where: hashWhere(data.where, tokens) }), tokens);
    },
    async incrementOne(data) {
      const tokens = scope(data.model);
      if (!tokens) return adapter.incrementOne(data);
      const where = hashWhere(data.where, tokens);
      return restore(await adapter.incrementOne({ ...data, where }), tokens);
    },
  };
}

function remember(token: string, tokens: Tokens): string {
  const hash = hashSecretToken(token);
  tokens.set(hash, token);
  return hash;
}

function hashWhere<W extends Where[] | undefined>(where: W, tokens: Tokens): W {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    const { value } = clause;
    if (typeof value === 'string') return { ...clause, value: remember(value, tokens) };
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      return { ...clause, value: value.map((item) => remember(item, tokens)) };
    }
    return clause;
  }) as W;
}

function hashTokenField<T extends Record<string, unknown>>(record: T, tokens: Tokens): T {
  return typeof record.token === 'string' ? { ...record, token: remember(record.token, tokens) } : record;
}

function restore<R>(row: R, tokens: Tokens): R {
  if (typeof row !== 'object' || row === null || !('token' in row) || typeof row.token !== 'string')
    return row;
  const token = tokens.get(row.token);
  return token === undefined ? row : { ...row, token };
}
