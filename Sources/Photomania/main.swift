import Foundation
import PhotomaniaUI

exit(PhotomaniaApp.main(CommandLine.arguments))
