// The floor for the startup and next benchmarks: the least a GTK 4 program can do to show a
// photo, one window of Photomania's default size holding one GtkPicture of the file. What
// Photomania costs above this is the price of the app around the photo. Given more images,
// it decodes them all before showing the first, and Right and Left step through them: the
// least a program can do to show the next photo when it is already decoded.
//
//   floor-viewer IMAGE [WIDTH HEIGHT [IMAGE...]]
#include <gtk/gtk.h>
#include <stdlib.h>

typedef struct {
    GtkPicture *picture;
    GPtrArray *textures;
    guint shown;
} Photos;

static void quit(GtkWindow *window, gpointer running) {
    (void)window;
    *(gboolean *)running = FALSE;
}

static gboolean step(GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, gpointer data) {
    (void)controller, (void)keycode, (void)state;
    Photos *photos = data;
    int by = keyval == GDK_KEY_Right ? 1 : keyval == GDK_KEY_Left ? -1 : 0;
    if (by == 0 || photos->textures->len < 2)
        return FALSE;
    photos->shown = (photos->shown + photos->textures->len + by) % photos->textures->len;
    gtk_picture_set_paintable(photos->picture, g_ptr_array_index(photos->textures, photos->shown));
    return TRUE;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        g_printerr("usage: %s IMAGE [WIDTH HEIGHT [IMAGE...]]\n", argv[0]);
        return 2;
    }
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Floor");
    gtk_window_set_default_size(GTK_WINDOW(window), argc > 3 ? atoi(argv[2]) : 1000, argc > 3 ? atoi(argv[3]) : 700);
    Photos photos = {GTK_PICTURE(gtk_picture_new_for_filename(argv[1])), g_ptr_array_new_with_free_func(g_object_unref), 0};
    if (argc > 4) {
        const char *files[argc];
        int count = 0;
        files[count++] = argv[1];
        for (int i = 4; i < argc; i++)
            files[count++] = argv[i];
        for (int i = 0; i < count; i++) {
            GdkTexture *texture = gdk_texture_new_from_filename(files[i], NULL);
            if (texture == NULL) {
                g_printerr("cannot read %s\n", files[i]);
                return 1;
            }
            g_ptr_array_add(photos.textures, texture);
        }
        gtk_picture_set_paintable(photos.picture, g_ptr_array_index(photos.textures, 0));
    }
    GtkEventController *keys = gtk_event_controller_key_new();
    g_signal_connect(keys, "key-pressed", G_CALLBACK(step), &photos);
    gtk_widget_add_controller(window, keys);
    gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(photos.picture));
    gboolean running = TRUE;
    g_signal_connect(window, "destroy", G_CALLBACK(quit), &running);
    gtk_window_present(GTK_WINDOW(window));
    while (running)
        g_main_context_iteration(NULL, TRUE);
    g_ptr_array_unref(photos.textures);
    return 0;
}
