// The floor for the startup and next benchmarks: the least a GTK 4 program can do to show a
// photo, one window of Photomania's default size holding one GtkPicture of the file. What
// Photomania costs above this is the price of the app around the photo. Given more images,
// it decodes them all before showing the first, and Right and Left step through them: the
// least a program can do to show the next photo when it is already decoded. With --adwaita
// the window is libadwaita's, styled by its style sheet, a header bar over the picture: the
// least a libadwaita app pays to show the photo, the floor under what Photomania adds.
//
//   floor-viewer [--adwaita] IMAGE [WIDTH HEIGHT [IMAGE...]]
#include <adwaita.h>
#include <gtk/gtk.h>
#include <string.h>
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

/* The window: GTK's plain one holding the picture, or libadwaita's with a header bar over it. */
static GtkWidget *window_showing(GtkWidget *picture, gboolean adwaita) {
    if (!adwaita) {
        GtkWidget *window = gtk_window_new();
        gtk_window_set_child(GTK_WINDOW(window), picture);
        return window;
    }
    adw_init();
    GtkWidget *window = adw_window_new();
    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(content), adw_header_bar_new());
    gtk_widget_set_vexpand(picture, TRUE);
    gtk_box_append(GTK_BOX(content), picture);
    adw_window_set_content(ADW_WINDOW(window), content);
    return window;
}

int main(int argc, char **argv) {
    gboolean adwaita = argc > 1 && strcmp(argv[1], "--adwaita") == 0;
    if (adwaita) {
        argv[1] = argv[0];
        argv++, argc--;
    }
    if (argc < 2) {
        g_printerr("usage: %s [--adwaita] IMAGE [WIDTH HEIGHT [IMAGE...]]\n", argv[0]);
        return 2;
    }
    gtk_init();
    Photos photos = {GTK_PICTURE(gtk_picture_new_for_filename(argv[1])), g_ptr_array_new_with_free_func(g_object_unref), 0};
    GtkWidget *window = window_showing(GTK_WIDGET(photos.picture), adwaita);
    gtk_window_set_title(GTK_WINDOW(window), "Floor");
    gtk_window_set_default_size(GTK_WINDOW(window), argc > 3 ? atoi(argv[2]) : 1000, argc > 3 ? atoi(argv[3]) : 700);
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
    gboolean running = TRUE;
    g_signal_connect(window, "destroy", G_CALLBACK(quit), &running);
    gtk_window_present(GTK_WINDOW(window));
    while (running)
        g_main_context_iteration(NULL, TRUE);
    g_ptr_array_unref(photos.textures);
    return 0;
}
