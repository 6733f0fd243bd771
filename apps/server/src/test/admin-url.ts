/** The PostgreSQL server the PostgreSQL run makes its throwaway databases on. */
export const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
