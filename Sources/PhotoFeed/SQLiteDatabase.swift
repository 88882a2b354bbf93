import CSQLite
import Foundation
import Localization

/// Why the store could not do what was asked.
public struct StoreError: UserFacingError, Equatable {
    public let code: Int32
    public let detail: String

    /// The code of a file written by a newer Photomania (not an SQLite code).
    public static let newerSchema: Int32 = -1

    public var userMessage: String {
        switch code {
        case SQLITE_FULL: return tr("The disk is full: new photos could not be saved. What was saved before is intact.")
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            // Translators: %@ is the database's reason (from SQLite, in English), such as “database disk image is malformed”.
            return String(format: tr("The photo database is damaged (%@). Move it aside to start afresh."), detail)
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN:
            // Translators: %@ is the database's reason (from SQLite, in English), such as “attempt to write a readonly database”.
            return String(format: tr("The photo database cannot be written (%@)."), detail)
        default:
            // Translators: %@ is the database's reason (from SQLite, usually in English), such as “disk I/O error”.
            return String(format: tr("The photo database failed: %@."), detail)
        }
    }
}

/// One SQLite connection, the thin layer the store is written in: arguments are bound as text
/// or NULL (never spliced into the SQL), results read by column type, and a batch prepares its
/// statement once for all its rows.
final class SQLiteDatabase {
    private var handle: OpaquePointer?

    init(path: String) throws {
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK else {
            // Translators: why the photo database failed; %@ is the path of its file.
            let error = StoreError(code: code, detail: handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(format: tr("cannot open %@"), path))
            sqlite3_close(handle)
            throw error
        }
        sqlite3_busy_timeout(handle, 2000)
    }

    deinit { sqlite3_close(handle) }

    private func error(_ code: Int32) -> StoreError {
        StoreError(code: code, detail: String(cString: sqlite3_errmsg(handle)))
    }

    /// Runs one or more statements without results.
    func execute(_ sql: String) throws {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// Runs `sql` with `arguments` bound in order, calling `row` for each result row.
    func query(_ sql: String, _ arguments: [String?] = [], row: ((Row) throws -> Void)? = nil) throws {
        try batch(sql, [arguments], row: row)
    }

    /// Runs one prepared `sql` for each argument list in `rows`, calling `row` for each result.
    func batch(_ sql: String, _ rows: [[String?]], row: ((Row) throws -> Void)? = nil) throws {
        var statement: OpaquePointer?
        var code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK else { throw error(code) }
        defer { sqlite3_finalize(statement) }
        for arguments in rows {
            sqlite3_reset(statement)
            for (index, argument) in arguments.enumerated() {
                code = argument.map { bind($0, to: statement, at: Int32(index + 1)) } ?? sqlite3_bind_null(statement, Int32(index + 1))
                guard code == SQLITE_OK else { throw error(code) }
            }
            while true {
                code = sqlite3_step(statement)
                if code == SQLITE_DONE { break }
                guard code == SQLITE_ROW else { throw error(code) }
                try row?(Row(statement: statement))
            }
        }
    }

    /// Binds `text` whole, with its byte length: a NUL inside it is kept.
    private func bind(_ text: String, to statement: OpaquePointer?, at index: Int32) -> Int32 {
        let length = text.utf8.count
        guard length < Int32.max else { return SQLITE_TOOBIG }
        let bytes = Array(text.utf8CString) // NUL-terminated, so even "" has an address
        return bytes.withUnsafeBufferPointer { pm_sqlite_bind_text(statement, index, $0.baseAddress, Int32(length)) }
    }

    /// The first column of the first row, as an integer.
    func integer(_ sql: String) throws -> Int {
        var value = 0
        try query(sql) { value = $0.integer(0) }
        return value
    }

    /// Runs `body` in one transaction: all of it is saved, or none.
    func transaction(_ body: () throws -> Void) throws {
        try execute("BEGIN IMMEDIATE")
        do {
            try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// A result row's columns.
    struct Row {
        let statement: OpaquePointer?

        /// The column's text, whole (a NUL inside it included).
        func text(_ column: Int32) -> String? {
            guard let text = sqlite3_column_text(statement, column) else { return nil }
            return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column))), as: UTF8.self)
        }

        func integer(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
    }
}
