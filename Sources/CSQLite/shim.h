/* SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import.
   Text is bound with its byte length, so a NUL inside it is kept. */
#ifndef PHOTOMANIA_CSQLITE_SHIM_H
#define PHOTOMANIA_CSQLITE_SHIM_H

#include <sqlite3.h>

static inline int pm_sqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

#endif
