import CGtk
import Foundation
import Localization

/// GtkPrintOperation's "draw-page": (operation, context, page number, user_data).
private let drawPage = Trampoline<(OpaquePointer?) -> Void>(
    { _, context, _, data in
        fromGTK { (unbox(data) as (OpaquePointer?) -> Void)(context) }
    } as @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, Int32, UnsafeMutableRawPointer?) -> Void)

/// GtkPrintOperation's "done": (operation, result, user_data).
private let printDone = Trampoline<(UInt32) -> Void>(
    { _, result, data in
        fromGTK { (unbox(data) as (UInt32) -> Void)(result) }
    } as @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void)

/// One picture printed on one page through GTK's print dialog: fitted to the page, which
/// turns to the picture's orientation, with lines of caption under it (a photo's title and
/// credit); or written straight to a PDF file.
@MainActor
public final class PicturePrint {
    /// How a print ended.
    public enum Outcome: Equatable, Sendable {
        /// Handed to the printer (or its file).
        case printed
        /// The person cancelled the print dialog.
        case cancelled
        /// The printing system failed, saying why.
        case failed(String)
    }

    private let operation: Object
    private let texture: Texture
    private let caption: [String]
    /// Between the picture and its caption, and between the caption's lines, in points.
    private static let gap = 12.0

    /// `name` names the print job (a printer's queue shows it).
    public init(_ texture: Texture, caption: [String], name: String) {
        (self.texture, self.caption) = (texture, caption)
        operation = Object(owning: raw(gtk_print_operation_new())!)
        gtk_print_operation_set_job_name(cast(operation.pointer), name)
        gtk_print_operation_set_n_pages(cast(operation.pointer), 1)
        gtk_print_operation_set_unit(cast(operation.pointer), GTK_UNIT_POINTS)
        let setup = gtk_page_setup_new()
        gtk_page_setup_set_orientation(setup, texture.pixelWidth > texture.pixelHeight ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT)
        gtk_print_operation_set_default_page_setup(cast(operation.pointer), setup)
        g_object_unref(raw(setup))
        _ = connectHandler(operation.pointer, "draw-page", drawPage) { [texture, caption] (context: OpaquePointer?) in
            MainActor.assumeIsolated { Self.draw(texture, caption: caption, in: context) }
        }
    }

    /// Opens the print dialog over `parent`; `done` runs once printing is handed over, cancelled or failed.
    public func run(over parent: Window, _ done: @escaping @MainActor (Outcome) -> Void) {
        var finished = false
        let finish = { (outcome: Outcome) in
            guard !finished else { return } // "done" may follow a run that already failed
            finished = true
            done(outcome)
        }
        gtk_print_operation_set_allow_async(cast(operation.pointer), gboolean(true))
        _ = connectHandler(operation.pointer, "done", printDone) { [operation] (result: UInt32) in
            MainActor.assumeIsolated { finish(Self.outcome(of: GtkPrintOperationResult(result), operation)) }
        }
        var error: UnsafeMutablePointer<GError>?
        let result = gtk_print_operation_run(cast(operation.pointer), GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, cast(parent.pointer), &error)
        if result == GTK_PRINT_OPERATION_RESULT_ERROR {
            finish(.failed(GLibError(consuming: error, fallback: tr("the printing system did not answer")).description))
        }
    }

    /// Writes the page to `file` as a PDF, with no dialog.
    public func exportPDF(to file: URL) throws {
        gtk_print_operation_set_export_filename(cast(operation.pointer), file.path)
        var error: UnsafeMutablePointer<GError>?
        if gtk_print_operation_run(cast(operation.pointer), GTK_PRINT_OPERATION_ACTION_EXPORT, nil, &error) == GTK_PRINT_OPERATION_RESULT_ERROR {
            throw GLibError(consuming: error, fallback: tr("the printing system did not answer"))
        }
    }

    private static func outcome(of result: GtkPrintOperationResult, _ operation: Object) -> Outcome {
        switch result {
        case GTK_PRINT_OPERATION_RESULT_APPLY, GTK_PRINT_OPERATION_RESULT_IN_PROGRESS: return .printed
        case GTK_PRINT_OPERATION_RESULT_CANCEL: return .cancelled
        default:
            var error: UnsafeMutablePointer<GError>?
            gtk_print_operation_get_error(cast(operation.pointer), &error)
            // The operation keeps its error: a copy is said.
            let copy = error.map { g_error_copy($0) } ?? nil
            return .failed(GLibError(consuming: copy, fallback: tr("the printing system did not answer")).description)
        }
    }

    /// The caption's lines at the foot of the page, and the picture fitted in what is left
    /// above them, centred.
    private static func draw(_ texture: Texture, caption: [String], in context: OpaquePointer?) {
        let cairo = gtk_print_context_get_cairo_context(context)
        let (width, height) = (gtk_print_context_get_width(context), gtk_print_context_get_height(context))
        let layout = gtk_print_context_create_pango_layout(context)
        defer { g_object_unref(raw(layout)) }
        let font = pango_font_description_from_string("Sans 10")
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        pango_layout_set_text(layout, caption.joined(separator: "\n"), -1)
        var textWidth: Int32 = 0
        var textHeight: Int32 = 0
        pango_layout_get_size(layout, &textWidth, &textHeight)
        let captionHeight = caption.isEmpty ? 0 : Double(textHeight) / Double(PANGO_SCALE) + gap
        let room = (width: width, height: max(1, height - captionHeight))
        let scale = min(room.width / Double(texture.pixelWidth), room.height / Double(texture.pixelHeight))
        let (shownWidth, shownHeight) = (Double(texture.pixelWidth) * scale, Double(texture.pixelHeight) * scale)
        let surface = surface(of: texture)
        defer { cairo_surface_destroy(surface) }
        cairo_save(cairo)
        cairo_translate(cairo, (width - shownWidth) / 2, (room.height - shownHeight) / 2)
        cairo_scale(cairo, scale, scale)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_move_to(cairo, 0, (room.height + shownHeight) / 2 + gap)
        pango_cairo_show_layout(cairo, layout)
    }

    /// The texture's pixels as a cairo image (ARGB32 is the layout GDK downloads by default).
    private static func surface(of texture: Texture) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(texture.pixelWidth), Int32(texture.pixelHeight))
        cairo_surface_flush(surface)
        gdk_texture_download(cast(texture.pointer), cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
