#include <sqlite3.h>

/// Turns off `load_extension()` and the C API's extension loading (sqlite3_db_config is variadic: not importable).
static inline int cardstock_sqlite_disable_extensions(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, (int *)0);
}

/// Makes the schema untrusted (functions with side effects are refused in views and triggers) and defensive.
static inline int cardstock_sqlite_distrust_schema(sqlite3 *db) {
    int a = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    int b = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
    return a != SQLITE_OK ? a : b;
}
