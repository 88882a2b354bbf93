// The floor for the startup benchmark: the least a GTK 4 program can do to show a photo, one
// window of Photomania's default size holding one GtkPicture of the file. What Photomania
// costs above this is the price of the app around the photo.
//
//   floor-viewer IMAGE [WIDTH HEIGHT]
#include <gtk/gtk.h>
#include <stdlib.h>

static void quit(GtkWindow *window, gpointer running) {
    (void)window;
    *(gboolean *)running = FALSE;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        g_printerr("usage: %s IMAGE [WIDTH HEIGHT]\n", argv[0]);
        return 2;
    }
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Floor");
    gtk_window_set_default_size(GTK_WINDOW(window), argc > 3 ? atoi(argv[2]) : 1000, argc > 3 ? atoi(argv[3]) : 700);
    gtk_window_set_child(GTK_WINDOW(window), gtk_picture_new_for_filename(argv[1]));
    gboolean running = TRUE;
    g_signal_connect(window, "destroy", G_CALLBACK(quit), &running);
    gtk_window_present(GTK_WINDOW(window));
    while (running)
        g_main_context_iteration(NULL, TRUE);
    return 0;
}
