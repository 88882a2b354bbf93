/// The main loop driven from outside it, for every GTK test.
@_exported import Driving
