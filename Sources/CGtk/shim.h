/* The C side of GTK and libadwaita that Swift needs help with.
 * The API is pinned to GTK 4.8 / GLib 2.74 / libadwaita 1.2 (Debian 12): newer symbols are
 * flagged at build time. */
#ifndef PHOTOMANIA_CGTK_SHIM_H
#define PHOTOMANIA_CGTK_SHIM_H

#define GDK_VERSION_MIN_REQUIRED GDK_VERSION_4_8
#define GDK_VERSION_MAX_ALLOWED GDK_VERSION_4_8
#define GLIB_VERSION_MIN_REQUIRED GLIB_VERSION_2_74
#define GLIB_VERSION_MAX_ALLOWED GLIB_VERSION_2_74
#define ADW_VERSION_MIN_REQUIRED ADW_VERSION_1_2
#define ADW_VERSION_MAX_ALLOWED ADW_VERSION_1_2
#define G_SETTINGS_ENABLE_BACKEND

#include <gtk/gtk.h>
#include <adwaita.h>
#include <gio/gsettingsbackend.h>
#include <glib-unix.h>

/* A window's handle for the desktop's portals ("x11:XID", "wayland:HANDLE"). GDK's X11 and
 * Wayland headers bring Xlib's `Window` and wayland-client into Swift, where `Window` clashes
 * with GtkKit's: the few functions needed are declared here as libgtk-4 exports them. */
GType gdk_x11_surface_get_type(void);
unsigned long gdk_x11_surface_get_xid(GdkSurface *surface);
GType gdk_wayland_toplevel_get_type(void);
typedef void (*PmWaylandToplevelExported)(GdkToplevel *toplevel, const char *handle, gpointer user_data);
gboolean gdk_wayland_toplevel_export_handle(GdkToplevel *toplevel, PmWaylandToplevelExported callback, gpointer user_data,
                                            GDestroyNotify destroy_func);
void gdk_wayland_toplevel_unexport_handle(GdkToplevel *toplevel);

/* GDK_MEMORY_DEFAULT is a macro naming another constant: the format gdk_texture_download writes. */
static inline GdkMemoryFormat pm_memory_default_format(void) {
    return GDK_MEMORY_DEFAULT;
}

/* gtk_accessible_update_property is variadic. */
static inline void pm_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void pm_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

static inline void pm_accessible_set_role_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_ROLE_DESCRIPTION, description, -1);
}

/* A tooltip given when GTK asks for it (query-tooltip), kept as the widget's data "pm-tooltip":
 * GTK 4.8's gtk_widget_set_tooltip_text asks the display where the pointer is whenever a shown
 * widget's tooltip changes (on X11 a round trip to the server), and each header
 * button made and each list row bound paid it. The pointer is asked for only while it is over
 * the widget, where a tooltip may be on screen and must follow the change. As GTK 4.8's setter
 * does, the text is also what assistive technologies read after the widget's name (its
 * accessible description: "Refresh (F5)"). */
#define PM_TOOLTIP_KEY "pm-tooltip"
#define PM_TOOLTIP_ANSWERED_KEY "pm-tooltip-answered"

static inline gboolean pm_tooltip_answer(GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer unused) {
    (void)x, (void)y, (void)keyboard, (void)unused;
    const char *text = g_object_get_data(G_OBJECT(widget), PM_TOOLTIP_KEY);
    if (text == NULL)
        return FALSE;
    gtk_tooltip_set_text(tooltip, text);
    return TRUE;
}

static inline const char *pm_widget_get_tooltip(GtkWidget *widget) {
    return g_object_get_data(G_OBJECT(widget), PM_TOOLTIP_KEY);
}

static inline void pm_widget_set_tooltip(GtkWidget *widget, const char *text) {
    if (text != NULL && *text == '\0')
        text = NULL;
    if (g_object_get_data(G_OBJECT(widget), PM_TOOLTIP_ANSWERED_KEY) == NULL) {
        g_signal_connect(widget, "query-tooltip", G_CALLBACK(pm_tooltip_answer), NULL);
        g_object_set_data(G_OBJECT(widget), PM_TOOLTIP_ANSWERED_KEY, GINT_TO_POINTER(TRUE));
    }
    g_object_set_data_full(G_OBJECT(widget), PM_TOOLTIP_KEY, g_strdup(text), g_free);
    gtk_widget_set_has_tooltip(widget, text != NULL);
    if (text != NULL)
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    else
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    if (gtk_widget_get_state_flags(widget) & GTK_STATE_FLAG_PRELIGHT)
        gtk_widget_trigger_tooltip_query(widget);
}

/* gtk_accessible_update_state is variadic: whether a row that opens in place is open. */
static inline void pm_accessible_set_expanded(GtkWidget *widget, gboolean expanded) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
}

/* g_object_new is variadic: a label that assistive technologies read as a heading of `level`
 * (the role is fixed when a widget is made). */
static inline GtkWidget *pm_heading_label_new(int level) {
    GtkWidget *label = g_object_new(GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, NULL);
    gtk_accessible_update_property(GTK_ACCESSIBLE(label), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
    return label;
}

/* g_signal_emit_by_name is variadic: emits a signal without arguments or return value. */
static inline void pm_signal_emit_void(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

/* g_signal_emit_by_name is variadic: emits a signal with one enum or unsigned argument. */
static inline void pm_signal_emit_uint(gpointer instance, const char *name, guint argument) {
    g_signal_emit_by_name(instance, name, argument);
}

/* g_signal_emit_by_name is variadic: emits a signal with two double arguments (a drag's point). */
static inline void pm_signal_emit_double2(gpointer instance, const char *name, double first, double second) {
    g_signal_emit_by_name(instance, name, first, second);
}

/* gtk_test_accessible_check_property is variadic: whether the widget's accessible label is
 * `label` (for tests). */
static inline gboolean pm_accessible_label_is(GtkWidget *widget, const char *label) {
    char *error = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    gboolean matches = error == NULL;
    g_free(error);
    return matches;
}

/* For tests: the widget's accessible label, the name a screen reader reads, or NULL when it has
 * none (gtk_test_accessible_check_property, variadic, returns the value it finds when it is not
 * the one asked for). Free it. */
static inline char *pm_accessible_label(GtkWidget *widget) {
    if (!gtk_test_accessible_has_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL)) return NULL;
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
}

/* gtk_widget_activate_action is variadic: an action taking one guint, such as GtkListView's
 * "list.activate-item" and "list.scroll-to-item". */
static inline gboolean pm_widget_activate_action_uint(GtkWidget *widget, const char *name, guint value) {
    return gtk_widget_activate_action(widget, name, "u", value);
}

/* g_object_get / g_object_set are variadic: one property at a time. */
static inline int pm_object_get_int(gpointer object, const char *property) {
    int value = 0;
    g_object_get(object, property, &value, NULL);
    return value;
}

static inline gboolean pm_object_get_bool(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}

/* G_OBJECT_TYPE is a macro. */
static inline GType pm_object_type(gpointer object) {
    return G_OBJECT_TYPE(object);
}

/* G_OBJECT_TYPE_NAME is a macro. */
static inline const char *pm_object_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}

static inline char *pm_object_get_string(gpointer object, const char *property) {
    char *value = NULL;
    g_object_get(object, property, &value, NULL);
    return value;
}

static inline void pm_object_set_int(gpointer object, const char *property, int value) {
    g_object_set(object, property, value, NULL);
}

static inline void pm_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

static inline void pm_object_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

/* g_log is variadic: one message, as is. */
static inline void pm_log(const char *domain, GLogLevelFlags level, const char *message) {
    g_log(domain, level, "%s", message);
}

/* g_application_command_line_printerr is variadic: one message, as is. */
static inline void pm_command_line_printerr(GApplicationCommandLine *command_line, const char *message) {
    g_application_command_line_printerr(command_line, "%s", message);
}

/* For tests: what a drag source offers as a drag begins ("prepare" returns a provider). */
static inline GdkContentProvider *pm_drag_source_prepare(GtkDragSource *source, double x, double y) {
    GdkContentProvider *provider = NULL;
    g_signal_emit_by_name(source, "prepare", x, y, &provider);
    return provider;
}

static void pm_provider_written(GObject *provider, GAsyncResult *result, gpointer done) {
    *(gboolean *)done = gdk_content_provider_write_mime_type_finish(GDK_CONTENT_PROVIDER(provider), result, NULL) ? 1 : 2;
}

/* For tests: the bytes `provider` gives a receiver asking for `mime_type`, as a string (NULL if
 * it gives none); runs the main loop until they are written. */
static inline char *pm_content_provider_text(GdkContentProvider *provider, const char *mime_type) {
    GOutputStream *stream = g_memory_output_stream_new_resizable();
    gboolean done = 0;
    gdk_content_provider_write_mime_type_async(provider, mime_type, stream, G_PRIORITY_DEFAULT, NULL, pm_provider_written, &done);
    while (!done) g_main_context_iteration(NULL, TRUE);
    g_output_stream_close(stream, NULL, NULL);
    char *text = done == 1 ? g_strndup(g_memory_output_stream_get_data(G_MEMORY_OUTPUT_STREAM(stream)),
                                       g_memory_output_stream_get_data_size(G_MEMORY_OUTPUT_STREAM(stream))) : NULL;
    g_object_unref(stream);
    return text;
}

#endif
