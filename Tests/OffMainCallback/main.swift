// Test helper: activates a GtkKit action on the main thread ("main") or on another thread
// ("background"), printing "handled" when its handler ran. GTK calls back on the main thread
// only, so the trampoline must stop a callback entered from any other thread before the
// handler runs.
import CGtk
import Foundation
import GtkKit

let action = Action(name: "probe") { print("handled") }
nonisolated(unsafe) let instance = OpaquePointer(action.pointer)

switch CommandLine.arguments.dropFirst().first {
case "main":
    g_action_activate(instance, nil)
case "background":
    let finished = DispatchSemaphore(value: 0)
    Thread {
        g_action_activate(instance, nil)
        finished.signal()
    }.start()
    finished.wait()
default:
    FileHandle.standardError.write(Data("usage: off-main-callback main|background\n".utf8))
    exit(2)
}
withExtendedLifetime(action) {}
